/** A configuration the shop refuses to start with: its message names the variable and what is wrong, in Spanish. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
