/** Small inline icons; decorative unless given a label. */

interface IconProps {
  label?: string;
  className?: string;
}

/** Labelled icons are images with a name; unlabelled ones are hidden from assistive technology. */
function Title({ label }: { label: string | undefined }) {
  return label ? <title>{label}</title> : null;
}

export function ThreeDIcon({ label, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Title label={label} />
      <path d="M12 2l9 5v10l-9 5-9-5V7z" fill="var(--brand-color)" />
      <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="var(--brand-on-color)">
        3D
      </text>
    </svg>
  );
}

export function ArrowIcon({ direction, label }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Title label={label} />
      <path
        d={direction === 'left' ? 'M15 4l-8 8 8 8' : 'M9 4l8 8-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

export function SoundOnIcon({ label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Title label={label} />
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      <path
        d="M16 8a5 5 0 010 8M18.5 5.5a8.5 8.5 0 010 13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export function SoundOffIcon({ label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Title label={label} />
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** Stands in for a hero image that is missing or failed to load: a motorcycle drawn side-on. */
export function MotorcycleSilhouette({ label, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Title label={label} />
      <rect width="320" height="180" fill="#f2f2f2" />
      <ellipse cx="160" cy="160" rx="130" ry="6" fill="#e2e2e2" />
      <g fill="none" stroke="#3a3a3a" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="82" cy="124" r="32" strokeWidth="9" />
        <circle cx="240" cy="124" r="32" strokeWidth="9" />
        <circle cx="82" cy="124" r="6" strokeWidth="4" />
        <circle cx="240" cy="124" r="6" strokeWidth="4" />
        <path d="M82 124l52-14M240 124l-22-64" strokeWidth="6" />
        <path d="M210 52l18-6" strokeWidth="5" />
        <path d="M132 118c-18 0-38-4-52-14" strokeWidth="5" stroke="#8a8a8a" />
      </g>
      <rect x="128" y="88" width="52" height="34" rx="6" fill="#5a5a5a" />
      <path d="M140 64h58l14 12-10 16h-62z" fill="var(--brand-color)" />
      <path d="M92 70l48-8v14l-52 6z" fill="#2a2a2a" />
    </svg>
  );
}
