import type { ReactNode } from 'react';
import { IconSvg } from '../../../ui/icons.js';

/** The 3D bar's, overview's and summary's small icons; decorative unless given a label. */

interface IconProps {
  label?: string;
  size?: number;
}

function Line({ label, size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <IconSvg
      label={label}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </IconSvg>
  );
}

export function PdfIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6" />
      <path d="M12 11v7M9 15l3 3 3-3" />
    </Line>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </Line>
  );
}

export function SaveIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </Line>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M3 7h4l2-3h6l2 3h4v13H3z" />
      <circle cx="12" cy="13" r="4" />
    </Line>
  );
}

export function ChevronIcon({ open, ...props }: IconProps & { open: boolean }) {
  return <Line {...props}>{open ? <path d="M6 9l6 6 6-6" /> : <path d="M6 15l6-6 6 6" />}</Line>;
}

export function RemoveIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </Line>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.5 3.5L17 9" />
    </Line>
  );
}
