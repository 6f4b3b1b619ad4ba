import { memo, useEffect, useState, type ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
import { whenIdle } from '../../lib/drawing';
import { FilterPanel } from './FilterPanel';

/**
 * The filter button and its panel. Its open state is its own: opening the panel renders the button and the panel only,
 * not the list screen with its tiles (at 4x CPU, the screen's render made the tap's next paint wait 110 ms and more).
 * Once the page is idle the panel is built closed and kept laid out (Dialog's `keep`), so a tap only shows it: its
 * building, style and layout were most of the tap's time (docs/performance.md).
 */
export const FilterControl = memo(function FilterControl(
  props: Omit<ComponentProps<typeof FilterPanel>, 'open' | 'onClose'>,
) {
  const [open, setOpen] = useState(false);
  const [kept, setKept] = useState(false);
  useEffect(() => whenIdle(() => setKept(true)), []);
  return (
    <>
      <button type="button" className="btn filter-open" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>Filter</Trans>
      </button>
      {(open || kept) && <FilterPanel {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
});
