import { IconSvg } from './icons.js';

interface NotVisualisedIconProps {
  label: string;
}

/** The part is not drawn in the pictures: an eye struck through. */
export function NotVisualisedIcon({ label }: NotVisualisedIconProps) {
  return (
    <IconSvg label={label} className="not-visualised" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="12" cy="12" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.6" />
    </IconSvg>
  );
}
