// Every form's failed submit brings its first problem into view and puts the focus on that field, whether the
// problem is found in the browser at once or answered by the server later; a person who has moved on keeps their focus.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextField } from '../../components/field';
import { ErrorNotice } from '../../components/error-notice';
import { watchFormErrors } from '../reveal-form-errors';

/** A form whose check answers after `delayMs` (0: in the browser, at once): name and email required. */
function Form({ delayMs }: { readonly delayMs: number }) {
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name ? undefined : 'Enter a name.',
      email: email ? undefined : 'Enter an email.',
      form: name && email ? 'The shop said no.' : undefined,
    };
    if (delayMs === 0) setErrors(found);
    else setTimeout(() => setErrors(found), delayMs);
  };
  return (
    <form onSubmit={submit} aria-label="Test form">
      <TextField label="Name" value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <TextField label="Email" value={email} error={errors.email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label="Note" defaultValue="" />
      <ErrorNotice message={errors.form} />
      <button type="submit">Save</button>
    </form>
  );
}

let stop: () => void;
beforeEach(() => {
  stop = watchFormErrors(document);
});
afterEach(() => stop());

describe('a failed submit', () => {
  it('focuses the first invalid field found in the browser, not the button pressed', async () => {
    const user = userEvent.setup();
    render(<Form delayMs={0} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the field again when the same problem is still shown after a second try', async () => {
    const user = userEvent.setup();
    render(<Form delayMs={0} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    await user.click(screen.getByLabelText('Note'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('waits for a later answer (the server’s) and focuses its field then', async () => {
    const user = userEvent.setup();
    render(<Form delayMs={60} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('leaves the focus where the person moved it before a late answer', async () => {
    const user = userEvent.setup();
    render(<Form delayMs={80} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByLabelText('Note'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
  });

  it('a refusal with no field to fix is announced where it is, without taking the focus', async () => {
    const user = userEvent.setup();
    render(<Form delayMs={0} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
