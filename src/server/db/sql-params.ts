/**
 * drizzle puts a failed query's parameters in its error message ("Failed query: …\nparams: …"). Parameters carry
 * what users send — session tokens, emails, prompts — and never belong in a log line.
 */
export function withoutSqlParams(message: string): string {
  return message.replace(/\nparams:[\s\S]*$/, '');
}
