/** Length rules from NIST SP 800-63B: at least 8, at least 64 allowed; we allow 128. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
