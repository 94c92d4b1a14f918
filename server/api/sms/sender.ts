/** Where sign-in codes go. Every check runs before `send`, which may cost money (security.md SMS-07). */
export type SmsSender = { name: string; send: (to: string, text: string) => Promise<void> }
