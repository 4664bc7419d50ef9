import { IconSvg } from './icons.js';

/** The small icons of the outputs (summary, 3D bar and overview); decorative unless given a label. */

interface IconProps {
  label?: string;
  size?: number;
}

function Svg({ label, size = 20, children }: IconProps & { children: React.ReactNode }) {
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
    <Svg {...props}>
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6" />
      <path d="M9 15h6M12 12v6" />
    </Svg>
  );
}

export function ShareIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </Svg>
  );
}

/** Export: a document leaving downwards, as a download. */
export function ExportIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3v12M7 10l5 5 5-5" />
      <path d="M4 17v4h16v-4" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="1" />
      <path d="M3 7l9 6 9-6" />
    </Svg>
  );
}

export function TestRideIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="5.5" cy="17" r="3.5" />
      <circle cx="18.5" cy="17" r="3.5" />
      <path d="M5.5 17l4-7h6l3 7M9.5 10L8 6H5" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.5 3.5L17 9" />
    </Svg>
  );
}

/** A part that the pictures do not show. */
export function NotVisualisedIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" />
    </Svg>
  );
}

export function SaveIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </Svg>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 7h4l2-3h6l2 3h4v13H3z" />
      <circle cx="12" cy="13" r="4" />
    </Svg>
  );
}

export function ChevronIcon({ open, ...props }: IconProps & { open: boolean }) {
  return <Svg {...props}>{open ? <path d="M6 9l6 6 6-6" /> : <path d="M6 15l6-6 6 6" />}</Svg>;
}

export function RemoveIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </Svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.5 3.5L17 9" />
    </Svg>
  );
}
