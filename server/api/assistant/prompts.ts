import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'

// MCP prompts: what a customer would ask, in their language, with the way through the tools
// spelled out so the assistant prices in the shop and hands over instead of taking details.

const asked = (text: string): GetPromptResult => ({
  messages: [{ role: 'user', content: { type: 'text', text } }],
})

export function orderForPrompt(
  lang: Lang,
  args: { people: string; dislikes?: string | undefined; zone?: string | undefined },
): GetPromptResult {
  const parts = [
    translate(lang, 'assistant.prompts.orderFor', { people: args.people }),
    args.dislikes && translate(lang, 'assistant.prompts.dislikes', { dislikes: args.dislikes }),
    args.zone && translate(lang, 'assistant.prompts.zone', { zone: args.zone }),
    translate(lang, 'assistant.prompts.orderSteps'),
  ]
  return asked(parts.filter(Boolean).join(' '))
}

export function followOrderPrompt(lang: Lang, link: string): GetPromptResult {
  return asked(translate(lang, 'assistant.prompts.followOrder', { link }))
}
