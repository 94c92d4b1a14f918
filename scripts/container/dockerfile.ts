import { readFileSync } from 'node:fs'

// Just enough of the Dockerfile syntax for this repository's Dockerfile, so that the tests and
// `npm run test:unit` take their facts from it instead of repeating them.

export type Instruction = {
  keyword: string
  /** `--from=build`, `--interval=30s`… */
  flags: Record<string, string>
  /** The rest of the line after the flags. */
  args: string
}

export type Stage = { name: string; image: string; instructions: Instruction[] }

export function readDockerfile(path = 'Dockerfile'): Stage[] {
  return parseDockerfile(readFileSync(path, 'utf8'))
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = []
  const logical = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)
  for (const line of logical.map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const { flags, args } = splitFlags(rest)
    const instruction = { keyword: keyword.toUpperCase(), flags, args }
    if (instruction.keyword === 'FROM') {
      const [image = '', , name] = args.split(/\s+/)
      stages.push({ name: name ?? String(stages.length), image, instructions: [] })
    } else if (!stages.length) throw new Error(`Dockerfile: ${keyword} before the first FROM`)
    else stages.at(-1)!.instructions.push(instruction)
  }
  return stages
}

function splitFlags(rest: string) {
  const flags: Record<string, string> = {}
  let args = rest
  for (
    let match = /^--([\w-]+)=(\S+)\s*/.exec(args);
    match;
    match = /^--([\w-]+)=(\S+)\s*/.exec(args)
  ) {
    flags[match[1]!] = match[2]!
    args = args.slice(match[0].length)
  }
  return { flags, args }
}

/** The Node major of the image the container runs (`node:26-slim` → 26). */
export function nodeMajor(stages: Stage[]): number {
  const image = stages.at(-1)?.image ?? ''
  const match = /^node:(\d+)/.exec(image)
  if (!match) throw new Error(`Dockerfile: the last stage is not an official node image (${image})`)
  return Number(match[1])
}

/** `["node", "x"]` (exec form) or a shell command, as an argv. */
export function commandLine(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : ['/bin/sh', '-c', args]
}

/** `ENV A=1 B="two words"`, and the old one-pair form `ENV A 1`. */
export function envPairs(args: string): Record<string, string> {
  if (!/^[\w.]+=/.test(args)) {
    const [, key = '', value = ''] = /^(\S+)\s+(.*)$/.exec(args) ?? []
    return { [key]: value }
  }
  const pairs: Record<string, string> = {}
  for (const match of args.matchAll(/([\w.]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const value = match[2]!
    pairs[match[1]!] = value.startsWith('"') ? (JSON.parse(value) as string) : value
  }
  return pairs
}
