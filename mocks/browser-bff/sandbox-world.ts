/**
 * The costly part of the BFF in the page: the seeded world (each company's books generated on its first read), the
 * sandbox's services over it and the signer they trust. dev:mock builds one per page load. Storybook keeps them in a
 * SandboxWorldKeeper: a story's BFF hands its world on to the next story's as long as no call changed it, so the
 * books a story generated are there for the next (copying a book costs as much as generating it, so changed worlds
 * are dropped, not restored). The one change put back is the audit trail's: every staff sign-in appends to it, and
 * without that each staff story generated every company's books again.
 */
import { createLocalJWKSet } from 'jose';
import type { AuditEntry } from '@contract/audit/audit.types';
import type { ServiceName } from '@contract/downstream/common';
import { digestHasher } from '@mocks/sandbox/digest-password-hash';
import { createSandbox, type Sandbox } from '@mocks/sandbox/sandbox';
import { emptyCompanyBooks } from '@mocks/world/empty-world';
import { createWorld, DEFAULT_SEED, type World } from '@mocks/world/world';
import { TokenSigner } from '../../bff/src/lib/token-signer';
import type { MockScenario } from './scenarios';

/** 'empty' runs over a world whose companies hold nothing; every other scenario over the seeded one. */
export type WorldKind = 'seeded' | 'empty';

export const worldKindOf = (scenario: MockScenario): WorldKind => (scenario === 'empty' ? 'empty' : 'seeded');

export interface SandboxWorld {
  kind: WorldKind;
  world: World;
  sandbox: Sandbox;
  /** The BFF's signer, whose public key the sandbox's services verify tokens with. */
  signer: TokenSigner;
}

export interface SandboxWorldOptions {
  kind: WorldKind;
  seed?: number;
  /** The clock of the world, the sandbox and the signer (ms). */
  now: () => number;
  /** A signer to reuse (one per page load is enough); a fresh one otherwise. */
  signer?: TokenSigner;
}

export async function buildSandboxWorld(options: SandboxWorldOptions): Promise<SandboxWorld> {
  const world = createWorld({ seed: options.seed ?? DEFAULT_SEED, now: options.now() });
  if (options.kind === 'empty') emptyCompanyBooks(world);
  const signer = options.signer ?? (await TokenSigner.create({ privateJwk: null, clock: options.now }));
  const sandbox = createSandbox({ world, now: options.now, verifyKey: createLocalJWKSet(signer.jwks()), passwordHasher: digestHasher });
  await sandbox.credentials.ready;
  return { kind: options.kind, world, sandbox, signer };
}

/** Hands out one world of each kind at a time, and takes it back for the next BFF while it is still untouched. */
export class SandboxWorldKeeper {
  readonly #kept = new Map<WorldKind, SandboxWorld>();
  /** Each world's audit trail as it was handed out (its entries are replaced, never changed in place). */
  readonly #trails = new WeakMap<SandboxWorld, AuditEntry[]>();
  #signer: Promise<TokenSigner> | null = null;
  /** How many worlds were built and how many handed on (Storybook's measurements). */
  readonly counts = { built: 0, reused: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  async take(kind: WorldKind): Promise<SandboxWorld> {
    const taken = await this.#handOut(kind);
    this.#trails.set(taken, [...taken.world.auditLog]);
    return taken;
  }

  async #handOut(kind: WorldKind): Promise<SandboxWorld> {
    const kept = this.#kept.get(kind);
    if (kept) {
      this.#kept.delete(kind);
      this.counts.reused += 1;
      return kept;
    }
    this.#signer ??= TokenSigner.create({ privateJwk: null, clock: this.now });
    this.counts.built += 1;
    return buildSandboxWorld({ kind, now: this.now, signer: await this.#signer });
  }

  /**
   * After its BFF has shut down, with the services its calls may have changed: kept for the next one when they
   * changed nothing, or only the audit trail (put back as it was handed out); dropped otherwise.
   */
  giveBack(sandboxWorld: SandboxWorld, changedServices: ReadonlySet<ServiceName>): void {
    const trail = this.#trails.get(sandboxWorld);
    if (!trail || [...changedServices].some((service) => service !== 'audit')) {
      this.#kept.delete(sandboxWorld.kind);
      return;
    }
    sandboxWorld.world.auditLog.splice(0, Infinity, ...trail);
    this.#kept.set(sandboxWorld.kind, sandboxWorld);
  }
}
