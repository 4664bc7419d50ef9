import type { ReactNode, SVGProps } from 'react';

/** Small inline icons; decorative unless given a label. */

interface IconProps {
  label?: string;
  className?: string;
}

type IconSvgProps = Omit<SVGProps<SVGSVGElement>, 'role' | 'aria-label' | 'aria-hidden'> & {
  label?: string;
  children: ReactNode;
};

/**
 * The frame of every icon: labelled icons are images with a name; unlabelled ones are hidden from
 * assistive technology.
 */
export function IconSvg({ label, children, ...svg }: IconSvgProps) {
  return (
    <svg {...svg} role="img" aria-label={label} aria-hidden={label ? undefined : true}>
      {label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}

export function ThreeDIcon({ label, className }: IconProps) {
  return (
    <IconSvg label={label} className={className} viewBox="0 0 24 24" width="18" height="18">
      <path d="M12 2l9 5v10l-9 5-9-5V7z" fill="var(--brand-color)" />
      <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="var(--brand-on-color)">
        3D
      </text>
    </IconSvg>
  );
}

export function ArrowIcon({ direction, label }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <IconSvg label={label} viewBox="0 0 24 24" width="24" height="24">
      <path
        d={direction === 'left' ? 'M15 4l-8 8 8 8' : 'M9 4l8 8-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </IconSvg>
  );
}

export function SoundOnIcon({ label }: IconProps) {
  return (
    <IconSvg label={label} viewBox="0 0 24 24" width="28" height="28">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      <path
        d="M16 8a5 5 0 010 8M18.5 5.5a8.5 8.5 0 010 13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </IconSvg>
  );
}

export function SoundOffIcon({ label }: IconProps) {
  return (
    <IconSvg label={label} viewBox="0 0 24 24" width="28" height="28">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" />
    </IconSvg>
  );
}

/** Stands in for a hero image that is missing or failed to load: a motorcycle drawn side-on. */
export function MotorcycleSilhouette({ label, className }: IconProps) {
  return (
    <IconSvg label={label} className={className} viewBox="0 0 320 180">
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
    </IconSvg>
  );
}
