/**
 * The version of the consent text a student agrees to before joining a class (issue 24.2). A
 * join must send it, and it is stored with the membership: a new text gets a new number, and a
 * join sent with an old one is refused until the student has read the new one.
 */
export const CONSENT_VERSION = 1;
