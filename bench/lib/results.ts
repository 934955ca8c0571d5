import type { ApiResult, ApiSettings, Backend } from '../steps/api';
import type { BundlesResult } from '../steps/bundles';
import type { CapacityResult, CapacitySettings } from '../steps/capacity';
import type { FrontEndResult } from '../steps/frontend';
import type { StartResult } from '../steps/start';

export type Settings = {
  api: ApiSettings;
  capacity: CapacitySettings;
  lighthouseRuns: number;
  lighthouseRoutes: readonly string[];
  startReps: number;
  /** Seconds after the first 200 to read the RSS soon after start, and once idle (the goal's figure). */
  earlyS: number;
  idleS: number;
};

export type GoalCheck = {
  figure: string;
  goal: string;
  measured: string;
  /** null: not measured in this run (its step failed or was skipped). */
  pass: boolean | null;
};

export type BenchResults = {
  mode: 'full' | 'quick';
  /** The steps a `--only` run measured; absent when every step ran. */
  only?: string[];
  /** The pages a `--routes` run measured with Lighthouse; absent when it measured every page. */
  routes?: string[];
  startedAt: string;
  totalSeconds: number;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  git: { commit: string; isDirty: boolean };
  settings: Settings;
  bundles?: BundlesResult;
  frontEnd?: FrontEndResult;
  start?: StartResult;
  api: Partial<Record<Backend, ApiResult>>;
  /** Concurrent streamed answers one instance holds, per database. */
  capacity: Partial<Record<Backend, CapacityResult>>;
  /** Wall-clock seconds of each step. */
  stepSeconds: Record<string, number>;
  errors: { step: string; message: string }[];
  goals: GoalCheck[];
};
