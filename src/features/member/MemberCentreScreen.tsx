import { CopyrightLine } from '../../ui/CopyrightLine';
import { BaseTemplate } from './BaseTemplate';
import { MemberTopBar } from './MemberTopBar';
import { NewTemplate } from './NewTemplate';
import { useMemberCentre } from './useMemberCentre';
import './member.css';
import { state as configState } from '../../stores/config';
import { useSnapshot } from 'valtio';
import './catalog';

/**
 * The member centre (`/m/mine`, `/m/member/home`; spec 01 §2): visible to guests with a login-or-register prompt
 * (DECISIONS.md deviation). The merchant's `mobileTemplate.mem_cen` picks the template; both share the entry rules.
 */
export default function MemberCentreScreen() {
  const copyright = useSnapshot(configState).config?.copyright;
  const view = useMemberCentre();
  const Template = view.template === 'new' ? NewTemplate : BaseTemplate;
  return (
    <section
      className={`mine mine-${view.template}`}
      aria-labelledby="mine-title"
      data-template={view.template}
    >
      <MemberTopBar loggedIn={view.loggedIn} />
      <Template view={view} />
      <CopyrightLine place="page" copyright={copyright} />
    </section>
  );
}
