// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalAutomation } from '@/admin/areas/automation/data/local';
import type { ArticlesRepository } from '@/admin/data/interfaces';
import type { Article } from '@/admin/data/types';
import { DEFAULT_GENERATION_OPTIONS, type GeneratedArticle } from '@/lib/generator/contract';
import { generated } from './fixtures';

function memoryArticles(): ArticlesRepository & { rows: Article[] } {
  const rows: Article[] = [];
  return {
    rows,
    list: async () => rows,
    listPage: async () => Promise.reject(new Error('not used')),
    get: async (id) => rows.find((row) => row.id === id) ?? null,
    findBySlug: async (slug) => rows.find((row) => row.slug === slug) ?? null,
    create: async (input) => {
      const row = { ...input, id: `a${rows.length + 1}`, created_at: '', updated_at: '' };
      rows.push(row);
      return row;
    },
    update: async () => Promise.reject(new Error('not used')),
    remove: async () => undefined,
  };
}

const plan = {
  name: 'Lunar basics',
  description: '',
  topics: [{ keyword: 'new moon', instructions: 'Intentions for beginners' }],
  options: DEFAULT_GENERATION_OPTIONS,
  cadence_days: 1,
  is_active: true,
  workflow_id: null,
};

describe('the local preview repository', () => {
  beforeEach(() => localStorage.clear());

  it('queues a plan, runs its job in the browser and saves the draft through the articles repository', async () => {
    const articles = memoryArticles();
    const progress: string[] = [];
    const repo = createLocalAutomation({
      articles,
      generate: async (request, onProgress) => {
        onProgress('Sending request (25%)');
        return generated({ generationParams: { ...request } });
      },
    });
    const saved = await repo.savePlan(plan);
    expect(await repo.queuePlan(saved.id)).toBe(1);
    expect((await repo.listPlans())[0]!.next_run_at).not.toBeNull();
    const outcomes = await repo.runNext((message) => progress.push(message));
    expect(outcomes).toEqual([
      expect.objectContaining({ kind: 'succeeded', articleId: 'a1', status: 'draft' }),
    ]);
    expect(progress).toEqual(['Running “new moon” (attempt 1 of 3)…', 'Sending request (25%)']);
    expect(articles.rows[0]).toMatchObject({ status: 'draft', title: generated().title });
    expect((await repo.listJobs())[0]).toMatchObject({ state: 'done', article_id: 'a1' });
    expect((await repo.listRuns())[0]).toMatchObject({ outcome: 'succeeded', prompt_tokens: 1000 });
    expect(await repo.listUsage()).toHaveLength(1);
    expect((await repo.listAudit(10)).map((entry) => entry.action)).toEqual(['run', 'queue', 'insert']);
  });

  it('fails a job for good after the configured attempts, and recovery puts it back in the queue', async () => {
    let fail = true;
    const repo = createLocalAutomation({
      articles: memoryArticles(),
      generate: async (): Promise<GeneratedArticle> => {
        if (fail) throw new Error('Generation failed after 3 attempts: DeepSeek API error (500): busy');
        return generated();
      },
    });
    await repo.saveSettings({ ...(await repo.loadSettings()), maxAttempts: 1 });
    await repo.queuePlan((await repo.savePlan(plan)).id);
    expect((await repo.runNext())[0]).toMatchObject({ kind: 'failed', willRetry: false });
    const [job] = await repo.listJobs();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await repo.listErrors())[0]).toMatchObject({
      message: 'Generation failed after 3 attempts: DeepSeek API error (500): busy',
      resolved_at: null,
    });
    expect((await repo.runNext())[0]).toMatchObject({ kind: 'idle' });
    expect(await repo.retryJobs([job!.id])).toBe(1);
    fail = false;
    expect((await repo.runNext())[0]).toMatchObject({ kind: 'succeeded' });
    await repo.resolveError((await repo.listErrors())[0]!.id);
    expect((await repo.listErrors())[0]!.resolved_at).not.toBeNull();
  });

  it('keeps one default workflow and refuses to delete it', async () => {
    const repo = createLocalAutomation({ articles: memoryArticles(), generate: async () => generated() });
    const [seeded] = await repo.listWorkflows();
    expect(seeded).toMatchObject({ is_default: true, steps: ['generate', 'validate', 'hold_for_review'] });
    const second = await repo.saveWorkflow({
      name: 'Publish',
      steps: ['generate', 'validate', 'publish_if_valid'],
      is_default: true,
    });
    expect(
      (await repo.listWorkflows()).filter((workflow) => workflow.is_default).map((workflow) => workflow.id),
    ).toEqual([second.id]);
    await expect(repo.removeWorkflow(second.id)).rejects.toThrow(
      'Make another workflow the default before deleting this one.',
    );
    await repo.removeWorkflow(seeded!.id);
    expect(await repo.listWorkflows()).toHaveLength(1);
  });
});
