import type { ComponentType } from "react";

/**
 * A mission's drawings by art id. Each is decorative SVG (aria-hidden): the content's alt text
 * names the picture. Animations are plain CSS; the player pauses them when their page is not on
 * screen, and global.css stops them with the Animation setting off or reduced motion preferred.
 */
export type ArtSet = Readonly<Record<string, ComponentType>>;
