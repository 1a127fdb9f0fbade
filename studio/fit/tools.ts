// Which Studio tools each role sees: Vision (the GROQ query playground) is for administrators; scorers
// and editors get the desk and Presentation. docs/organisers.md lists the roles.
import type {CurrentUser, Tool} from 'sanity'

export const ADMIN_ONLY_TOOLS: ReadonlySet<string> = new Set(['vision'])

export function toolsFor(tools: Tool[], user: Pick<CurrentUser, 'roles'> | null): Tool[] {
  const admin = user?.roles.some((role) => role.name === 'administrator') ?? false
  return admin ? tools : tools.filter((tool) => !ADMIN_ONLY_TOOLS.has(tool.name))
}
