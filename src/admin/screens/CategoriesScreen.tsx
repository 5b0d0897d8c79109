import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdmin } from '../context';
import { adminKeys, adminQueries, loadError } from '../data/queries';
import { Spinner } from '../ui/Spinner';
import { slugify } from '../lib/article-rules';
import type { Category } from '../data/types';
import type { ListedCategory } from '../data/category-listing';
import { announceChange } from '../ui/announce-change';
import { moveItem, renumber } from '../lib/category-order';
import { useUnsaved } from '../ui/useUnsaved';
import { useSave } from '../ui/useSave';

/** Every change reloads the lists and the dashboard's recent activity. */
const CHANGES = [adminKeys.categories, adminKeys.activity];

/**
 * Create, rename, reorder and delete the blog's categories; the repository's own (content/categories/)
 * are listed too, read-only, so the screen shows every category the blog has
 * (docs/admin.md#the-repositorys-categories).
 */
export function CategoriesScreen() {
  const { data } = useAdmin();
  const categories = useQuery(adminQueries.siteCategories(data));
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  useUnsaved({ name: name.trim(), description: description.trim() }, { name: '', description: '' });

  // The blog's category pages are built: every category change asks for a rebuild.
  const create = useSave({
    save: (input: { name: string; slug: string; description: string }) => data.categories.create(input),
    invalidates: CHANGES,
    onSaved: async (created) => {
      await data.activity.record(`Created the category “${created.name}”`);
      setName('');
      setDescription('');
      await announceChange(data.deploy, 'Category created', { kind: 'categories', saved: 1 });
    },
    failed: { inline: 'The category could not be created.' },
  });
  const reorder = useSave({
    save: async (changes: { id: string; sort_order: number }[]) => {
      await Promise.all(changes.map(({ id, sort_order }) => data.categories.update(id, { sort_order })));
      return changes.length;
    },
    invalidates: CHANGES,
    onSaved: (saved) => announceChange(data.deploy, 'Order saved', { kind: 'categories', saved }),
    failed: 'The order was not saved',
  });
  const rename = useSave({
    save: ({ category, to }: { category: Category; to: string }) =>
      data.categories.update(category.id, { name: to }),
    invalidates: CHANGES,
    onSaved: () => announceChange(data.deploy, 'Category renamed', { kind: 'categories', saved: 1 }),
    failed: 'The category was not renamed',
  });
  const remove = useSave({
    save: async (category: Category) => {
      await data.categories.remove(category.id);
      return category;
    },
    invalidates: CHANGES,
    onSaved: async (category) => {
      await data.activity.record(`Deleted the category “${category.name}”`);
      await announceChange(data.deploy, 'Category deleted', { kind: 'categories', saved: 1 });
    },
    failed: 'The category was not deleted',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const slug = slugify(name);
    if (!slug) return setError('Give the category a name with at least one letter or digit.');
    void create.run({ name: name.trim(), slug, description: description.trim() });
  };

  if (categories.error) return <p role="alert">{loadError(categories.error)}</p>;
  if (!categories.data) return <Spinner label="Loading categories…" />;
  const own = categories.data.filter((category) => category.source === 'database');
  const files = categories.data.filter((category) => category.source === 'repository');
  const problem = error ?? create.error;

  return (
    <div className="grid max-w-3xl gap-6">
      <ol className="grid gap-2" aria-label="Categories">
        {own.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === own.length - 1}
            onMove={(offset) => {
              const changes = renumber(moveItem(own, index, offset));
              if (changes.length > 0) void reorder.run(changes);
            }}
            onRemove={() => {
              if (window.confirm(`Delete the category “${category.name}”?`)) void remove.run(category);
            }}
            onRename={(to) => rename.run({ category, to }).then((renamed) => renamed !== null)}
          />
        ))}
      </ol>
      {files.length > 0 && (
        <section aria-labelledby="repository-categories" className="grid gap-2">
          <h2 id="repository-categories" className="font-display text-xl text-star-50">
            In the repository
          </h2>
          <p className="text-sm text-star-200">
            These categories are files in the repository: they change there, not here. Choosing one for an
            article adds it to this list, with the same name and address.
          </p>
          <ul className="grid gap-2">
            {files.map((category) => (
              <RepositoryRow key={category.id} category={category} />
            ))}
          </ul>
        </section>
      )}
      <form onSubmit={submit} noValidate className="card grid gap-3 p-4">
        <h2 className="font-display text-xl text-star-50">New category</h2>
        {problem && (
          <p role="alert" className="text-sm text-rose-400">
            {problem}
          </p>
        )}
        <label className="grid gap-1">
          <span>Name</span>
          <input className="field" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <p className="text-xs text-star-300">Address: /blog/category/{slugify(name) || '…'}</p>
        <label className="grid gap-1">
          <span>Description</span>
          <input className="field" value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary justify-self-start" disabled={create.busy}>
          Create category
        </button>
      </form>
    </div>
  );
}

function RepositoryRow({ category }: { category: Extract<ListedCategory, { source: 'repository' }> }) {
  return (
    <li className="card grid gap-1 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-star-50">{category.name}</span>
        <span className="inline-block rounded-full border border-gold-400 px-2 py-0.5 text-xs text-gold-300">
          In the repository · read-only
        </span>
      </p>
      <p className="text-xs text-star-300">/blog/category/{category.slug}</p>
      <code className="w-fit break-all text-xs text-star-300">{category.filePath}</code>
    </li>
  );
}

function CategoryRow({
  category,
  first,
  last,
  onMove,
  onRemove,
  onRename,
}: {
  category: Category;
  first: boolean;
  last: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  /** Resolves to whether the name was saved. */
  onRename: (name: string) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  useUnsaved(editing ? name.trim() : category.name, category.name);
  return (
    <li className="card flex flex-wrap items-center gap-2 p-3">
      {editing ? (
        <form
          className="flex grow gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) return;
            void onRename(name.trim()).then((saved) => saved && setEditing(false));
          }}
        >
          <label className="sr-only" htmlFor={`rename-${category.id}`}>
            New name for {category.name}
          </label>
          <input
            id={`rename-${category.id}`}
            className="field"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </form>
      ) : (
        <div className="grow">
          <p className="font-semibold text-star-50">{category.name}</p>
          <p className="text-xs text-star-300">/blog/category/{category.slug}</p>
        </div>
      )}
      <button
        type="button"
        className="btn btn-ghost px-3"
        disabled={first}
        aria-label={`Move ${category.name} up`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost px-3"
        disabled={last}
        aria-label={`Move ${category.name} down`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setEditing((open) => !open)}>
        {editing ? 'Cancel' : 'Rename'}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onRemove}>
        Delete
      </button>
    </li>
  );
}
