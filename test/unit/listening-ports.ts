// Which TCP ports a process and its children listen on, read from Linux's /proc as `ss -ltnp` does: the process's open
// sockets (/proc/PID/fd) matched by inode against the kernel's socket tables in listening state.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name in parentheses may hold spaces; the parent's id is the second field after it.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended while we looked
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index] ?? -1) ?? []));
  return tree;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    }
  } catch {
    // ended while we looked
  }
  return inodes;
}

/** The ports `pid` and its descendants accept TCP connections on, IPv4 and IPv6. */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set(processTree(pid).flatMap((each) => [...socketInodes(each)]));
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const [, local = '', , state, , , , , , inode = ''] = line.trim().split(/\s+/);
      // 0A: TCP_LISTEN
      if (state === '0A' && inodes.has(inode)) ports.add(Number.parseInt(local.split(':').pop() ?? '', 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
}

/**
 * The ports of `pid` and its descendants that speak the DevTools protocol (a debugger could attach to the worker
 * there): each answers `/json/version` with a protocol version. A port that is not HTTP (workerd's port for other
 * local workers) counts as none.
 */
export async function debuggerPorts(pid: number): Promise<number[]> {
  const debuggers: number[] = [];
  for (const port of listeningPorts(pid)) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(5000) });
      if ((await answer.text()).includes('Protocol-Version')) debuggers.push(port);
    } catch {
      // not HTTP: no debugger either
    }
  }
  return debuggers;
}
