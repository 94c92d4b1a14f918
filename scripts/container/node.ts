import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { nodeMajor, readDockerfile } from './dockerfile'

/**
 * The official Node binary of the major the Dockerfile's image runs, for this machine: npm's
 * `node-<platform>-<arch>` package, installed once under node_modules/.cache (delete it to update).
 */
export function containerNode(root = process.cwd()): string {
  const major = nodeMajor(readDockerfile(join(root, 'Dockerfile')))
  const name = `node-${process.platform}-${process.arch}`
  const folder = resolve(root, 'node_modules/.cache/node-lts', String(major))
  const binary = join(folder, 'node_modules', name, 'bin', 'node')
  if (!existsSync(binary)) {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        folder,
        '--no-save',
        '--no-package-lock',
        '--prefer-offline',
        `${name}@${major}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
  }
  return binary
}
