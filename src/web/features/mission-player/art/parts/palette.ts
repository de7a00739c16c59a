/**
 * The colours every mission's drawings share: the only file under art/ that may spell a colour
 * (art.test.ts fails on a hex colour anywhere else), so all missions look like one app.
 */

/** The night sky behind every picture, and the navy of devices and shadows on it. */
export const SKY = "#0b1026";
export const NAVY = "#27306a";
export const ROW = "#1f2a5c";
export const SCREEN = "#141b3d";

export const GOLD = "#ffc94d";
export const GOLD_LIGHT = "#fff3c4";
export const GOLD_DARK = "#c8932a";

export const GREEN = "#6ee7a8";
export const GREEN_LIGHT = "#c9fbd9";
export const GREEN_DARK = "#1f9e78";
export const GREEN_DEEP = "#17664a";

export const BLUE = "#7cc4ff";
export const BLUE_DARK = "#3d5bd9";

export const PINK = "#ff7ab6";
export const PURPLE = "#b455d6";
export const ORANGE = "#ff8a5c";

export const WHITE = "#f4f6ff";
export const LILAC = "#aab3e8";
export const LILAC_LIGHT = "#c7cdf5";

/** People and things made of wood. */
export const SKIN = "#b57a4e";
export const HAIR = "#2b1a12";
export const WOOD = "#a8663a";
export const WOOD_DARK = "#6b3b1f";
