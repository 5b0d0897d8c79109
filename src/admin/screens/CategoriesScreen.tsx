import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdmin, messageOf } from '../context';
import { adminKeys, adminQueries, loadError, useInvalidate } from '../data/queries';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../../lib/toast/store';
import { slugify } from '../lib/article-rules';
import type { Category } from '../data/types';
import { announceChange } from '../ui/announce-change';
import { moveItem, renumber } from '../lib/category-order';
import { useLeaveGuard } from '../ui/useLeaveGuard';

/** Create, rename, reorder and delete blog categories. */
export function CategoriesScreen() {
  const { data } = useAdmin();
  const categories = useQuery(adminQueries.categories(data));
  const invalidate = useInvalidate();
  // The list and the dashboard's recent activity show every change.
  const reload = () => invalidate(adminKeys.categories, adminKeys.activity);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  useLeaveGuard(name.trim() !== '' || description.trim() !== '');

  const fail = (title: string) => (caught: unknown) =>
    showToast({ title, description: messageOf(caught, 'Try again in a moment.'), variant: 'destructive' });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const slug = slugify(name);
    if (!slug) return setError('Give the category a name with at least one letter or digit.');
    try {
      await data.categories.create({ name: name.trim(), slug, description: description.trim() });
      await data.activity.record(`Created the category “${name.trim()}”`);
      setName('');
      setDescription('');
      // The blog's category pages are built: every category change asks for a rebuild.
      await Promise.all([
        reload(),
        announceChange(data.deploy, 'Category created', { kind: 'categories', saved: 1 }),
      ]);
    } catch (caught) {
      setError(messageOf(caught, 'The category could not be created.'));
    }
  };

  const move = async (index: number, offset: -1 | 1) => {
    const changes = renumber(moveItem(categories.data ?? [], index, offset));
    if (changes.length === 0) return;
    try {
      await Promise.all(changes.map(({ id, sort_order }) => data.categories.update(id, { sort_order })));
      await Promise.all([
        reload(),
        announceChange(data.deploy, 'Order saved', { kind: 'categories', saved: changes.length }),
      ]);
    } catch (caught) {
      fail('The order was not saved')(caught);
    }
  };

  const remove = async (category: Category) => {
    if (!window.confirm(`Delete the category “${category.name}”?`)) return;
    try {
      await data.categories.remove(category.id);
      await data.activity.record(`Deleted the category “${category.name}”`);
      await Promise.all([
        reload(),
        announceChange(data.deploy, 'Category deleted', { kind: 'categories', saved: 1 }),
      ]);
    } catch (caught) {
      fail('The category was not deleted')(caught);
    }
  };

  if (categories.error) return <p role="alert">{loadError(categories.error)}</p>;
  if (!categories.data) return <Spinner label="Loading categories…" />;
  const list = categories.data;

  return (
    <div className="grid max-w-3xl gap-6">
      <ol className="grid gap-2">
        {list.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === list.length - 1}
            onMove={(offset) => void move(index, offset)}
            onRemove={() => void remove(category)}
            onRename={async (newName) => {
              try {
                await data.categories.update(category.id, { name: newName });
                await Promise.all([
                  reload(),
                  announceChange(data.deploy, 'Category renamed', { kind: 'categories', saved: 1 }),
                ]);
              } catch (caught) {
                fail('The category was not renamed')(caught);
              }
            }}
          />
        ))}
      </ol>
      <form onSubmit={(event) => void create(event)} noValidate className="card grid gap-3 p-4">
        <h2 className="font-display text-xl text-star-50">New category</h2>
        {error && (
          <p role="alert" className="text-sm text-rose-400">
            {error}
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
        <button type="submit" className="btn btn-primary justify-self-start">
          Create category
        </button>
      </form>
    </div>
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
  onRename: (name: string) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  useLeaveGuard(editing && name.trim() !== category.name);
  return (
    <li className="card flex flex-wrap items-center gap-2 p-3">
      {editing ? (
        <form
          className="flex grow gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) return;
            void onRename(name.trim()).then(() => setEditing(false));
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
