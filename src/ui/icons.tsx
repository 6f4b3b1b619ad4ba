// Small inline icons (no icon font, no request). Each is decorative: the control around it carries the label.
const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A line icon drawn by its children, for icon sets kept beside their feature (e.g. the member-centre entries). */
export function StrokeIcon({ children }: { children: React.ReactNode }) {
  return (
    <svg {...base} {...stroke}>
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const MailIcon = () => (
  <svg {...base} {...stroke}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const HomeIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </svg>
);
export const GiftIcon = () => (
  <svg {...base} {...stroke}>
    <rect x="3" y="8" width="18" height="13" rx="1" />
    <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1" />
  </svg>
);
export const WalletIcon = () => (
  <svg {...base} {...stroke}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2" />
  </svg>
);
export const FriendsIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20c0-3 3-5 6-5s6 2 6 5M16 11a3 3 0 1 0 0-6M21 20c0-2-1-4-3-5" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-7 8-7s8 3 8 7" />
  </svg>
);
export const EyeIcon = ({ off = false }: { off?: boolean }) => (
  <svg {...base} {...stroke}>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off && <path d="M4 4l16 16" />}
  </svg>
);
export const DownloadIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const SettingsIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </svg>
);
export const ChatIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </svg>
);
export const SendIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M21 3L3 10.5l7 2.5 2.5 7z" />
    <path d="M10 13l5-5" />
  </svg>
);
export const FacebookIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M14 21v-8h3l.5-3.5H14V7.5c0-1 .5-1.5 1.5-1.5H18V3h-3c-3 0-4.5 1.6-4.5 4.5v2H8V13h2.5v8" />
  </svg>
);
export const PlusIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);
export const HelpIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
  </svg>
);
