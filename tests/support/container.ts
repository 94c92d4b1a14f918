import { execFileSync, execSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { basename, delimiter, join, posix } from 'node:path'
import { commandLine, envPairs, type Stage } from '#scripts/container/dockerfile'

// The Dockerfile's stages carried out without Docker: each stage's WORKDIR is a folder here, its
// RUN steps run with the container's Node first on PATH. A RUN step this file does not know fails
// the build, so a changed Dockerfile cannot pass untested.

/** What `docker build` sends: the files of a clean checkout (tracked or new), minus .dockerignore. */
export function copyContext(repo: string, to: string) {
  const ignore = readFileSync(join(repo, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  )
  const files = listed.split('\0').filter((file) => file && !ignored(file, ignore))
  for (const file of files) {
    // Deleted in the working tree but not yet in git: docker would not see it either.
    if (!existsSync(join(repo, file))) continue
    mkdirSync(join(to, posix.dirname(file)), { recursive: true })
    cpSync(join(repo, file), join(to, file))
  }
  return files.length
}

/** .dockerignore rules: Go globs plus `**`, a later `!rule` re-including what an earlier one left out. */
function ignored(file: string, rules: string[]) {
  let out = false
  for (const rule of rules) {
    const negated = rule.startsWith('!')
    const pattern = (negated ? rule.slice(1) : rule).replace(/^\/+|\/+$/g, '')
    const source = pattern
      .split('/')
      .map((part) =>
        part === '**'
          ? '.*'
          : part
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]'),
      )
      .join('/')
    if (new RegExp(`^${source}(/.*)?$`).test(file)) out = !negated
  }
  return out
}

export type Image = {
  workdir: string
  env: Record<string, string>
  user: string
  volumes: string[]
  /** `chown` targets: owner → paths inside the image. */
  owners: Record<string, string[]>
  healthcheck: { flags: Record<string, string>; command: string[] }
  cmd: string[]
  /** A path inside the image as a path on this machine. */
  host: (path: string) => string
  /** The image's environment with `docker run -e` overrides and its paths turned into ours. */
  runEnv: (overrides?: Record<string, string>) => Record<string, string>
}

type StageState = Image & { folder: string }

/** Builds every stage in order into `root`; answers the last one. `nodeBin` goes first on PATH. */
export function buildImage(
  stages: Stage[],
  context: string,
  root: string,
  nodeBin: string,
  built: (stage: string) => void = () => {},
): Image {
  const done = new Map<string, StageState>()
  let last: StageState | undefined
  for (const stage of stages) {
    const state = newStage(join(root, stage.name), nodeBin)
    for (const { keyword, flags, args } of stage.instructions) {
      if (keyword === 'WORKDIR') state.workdir = args
      else if (keyword === 'ENV') Object.assign(state.env, envPairs(args))
      else if (keyword === 'COPY')
        copy(state, args, flags.from ? done.get(flags.from) : undefined, context)
      else if (keyword === 'RUN') for (const step of args.split('&&')) run(state, step.trim())
      else if (keyword === 'USER') state.user = args
      else if (keyword === 'VOLUME') state.volumes.push(...volumes(args))
      else if (keyword === 'HEALTHCHECK') state.healthcheck = healthcheck(flags, args)
      else if (keyword === 'CMD') state.cmd = commandLine(args)
      else if (keyword !== 'EXPOSE') throw new Error(`Dockerfile: ${keyword} is not simulated here`)
    }
    done.set(stage.name, state)
    built(stage.name)
    last = state
  }
  if (!last) throw new Error('Dockerfile: no stage')
  return last
}

function newStage(folder: string, nodeBin: string): StageState {
  mkdirSync(folder, { recursive: true })
  const state: StageState = {
    folder,
    workdir: '/',
    // The official node image's PATH puts its Node first, and npm's cache lives in HOME.
    env: {
      PATH: `${nodeBin}${delimiter}${process.env.PATH}`,
      HOME: process.env.HOME ?? '',
      ...machineNpm(),
    },
    user: 'root',
    volumes: [],
    owners: {},
    healthcheck: { flags: {}, command: [] },
    cmd: [],
    host: (path) => {
      const inside = posix.resolve(state.workdir, path)
      const under = posix.relative(state.workdir, inside)
      if (under.startsWith('..')) throw new Error(`${path} is outside the WORKDIR, not simulated`)
      return join(folder, under)
    },
    runEnv: (overrides = {}) => {
      const env = { ...state.env, ...overrides }
      for (const [key, value] of Object.entries(env)) {
        if (value === state.workdir || value.startsWith(`${state.workdir}/`))
          env[key] = state.host(value)
      }
      return env
    },
  }
  return state
}

/**
 * This machine's registry settings (proxy, CA), as a build would get them through build arguments.
 * npm looks for its global npmrc beside the Node that runs it, which is no longer this machine's.
 */
function machineNpm(): Record<string, string> {
  const globalconfig = execFileSync('npm', ['config', 'get', 'globalconfig'], { encoding: 'utf8' })
  const extraCerts = process.env.NODE_EXTRA_CA_CERTS
  return {
    npm_config_globalconfig: globalconfig.trim(),
    ...(extraCerts ? { NODE_EXTRA_CA_CERTS: extraCerts } : {}),
  }
}

function copy(state: StageState, args: string, from: StageState | undefined, context: string) {
  const words = args.split(/\s+/)
  const destination = words.pop()!
  const into = destination.endsWith('/') || words.length > 1
  for (const source of words) {
    const path = from ? from.host(source) : join(context, source)
    if (!existsSync(path))
      throw new Error(`COPY ${source}: not in the ${from ? 'stage' : 'context'}`)
    // A folder's contents are copied, never the folder itself (Docker's rule).
    const target =
      into && !statSync(path).isDirectory()
        ? join(state.host(destination), basename(path))
        : state.host(destination)
    cpSync(path, target, { recursive: true })
  }
}

function run(state: StageState, step: string) {
  const [program, verb, ...rest] = step.split(/\s+/)
  const shell = (command: string) =>
    execSync(command, {
      cwd: state.host('.'),
      env: state.runEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  if (program === 'npm' && verb === 'ci') shell(`${step} --prefer-offline`)
  else if (program === 'npm' && verb === 'run') shell(step)
  // Only makes the image smaller; here it would empty this machine's shared npm cache.
  else if (step === 'npm cache clean --force') return
  else if (program === 'mkdir') {
    for (const path of [verb!, ...rest].filter((word) => !word.startsWith('-')))
      mkdirSync(state.host(path), { recursive: true })
  } else if (program === 'chown') {
    const [owner, ...paths] = [verb!, ...rest].filter((word) => !word.startsWith('-'))
    state.owners[owner!] = [...(state.owners[owner!] ?? []), ...paths]
  } else throw new Error(`RUN ${step}: not simulated here; teach tests/support/container.ts`)
}

const volumes = (args: string): string[] =>
  args.startsWith('[') ? JSON.parse(args) : args.split(/\s+/)

function healthcheck(flags: Record<string, string>, args: string) {
  const command = /^CMD\s+(.*)$/.exec(args)?.[1]
  if (!command) throw new Error(`HEALTHCHECK ${args}: only CMD is simulated`)
  return { flags, command: commandLine(command) }
}

/** Docker's durations: `3s`, `1m30s`, `500ms`. */
export function milliseconds(duration: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
  let total = 0
  for (const [, value, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(value) * units[unit!]!
  }
  return total
}
