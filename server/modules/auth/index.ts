/** What other modules use of sign-in: password hashing, ending a user's sessions, the captcha. */
export { generatePassword, hashPassword, verifyPassword } from './passwords';
export { revokeUserSessions } from './tokens';
export { checkCaptcha, sendCaptcha } from './captcha';
