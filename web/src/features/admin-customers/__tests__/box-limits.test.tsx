// The CRM's boxes take what their callables take: a phone typed with spaces and a country code up to the length
// customerEditInput accepts (the box cut it at 30 before), and as many comma-separated tags as changeCustomerTags
// takes in one go (200 before, 400 in the schema); a tag too long is refused in words (it was cut to 40).
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSchema, changeCustomerTagsInput, customerEditInput } from '@aso/domain/customers/schemas/customer';
import { PHONE_TYPED_MAX } from '@aso/domain/shared/constants';
import { tagTooLong } from '@aso/domain/customers/messages';
import { MAX_TAG_LENGTH } from '@aso/domain/customers/tags';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { ToastProvider } from '../../../lib/toast';
import { ProfileForm } from '../components/profile-form';
import { TagsEditor } from '../components/tags-editor';

const customer = {
  id: 'c1',
  ...customerSchema.parse({ name: 'Adaeze Okafor', email: 'ada@example.com', createdAt: new Date() }),
};

function AppProviders({ children }: { readonly children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

const renderBox = (ui: ReactElement) => render(<AppProviders>{ui}</AppProviders>);

describe('CRM boxes', () => {
  it('the profile form takes each field as far as the schema does', () => {
    renderBox(<ProfileForm customer={customer} />);
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.maxLength).toBe(PHONE_TYPED_MAX);
    expect(phone.maxLength).toBe(maxLengthOf(customerEditInput.shape.phone));
    expect((screen.getByLabelText('Name') as HTMLInputElement).maxLength).toBe(
      maxLengthOf(customerEditInput.shape.name),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).maxLength).toBe(
      maxLengthOf(customerEditInput.shape.email),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).maxLength).toBe(
      maxLengthOf(customerEditInput.shape.city),
    );
  });

  it('the tags box takes as much as changeCustomerTags does', () => {
    renderBox(<TagsEditor customer={customer} />);
    expect((screen.getByLabelText('Add tags') as HTMLInputElement).maxLength).toBe(
      maxLengthOf(changeCustomerTagsInput.options[0].shape.add),
    );
    expect((screen.getByLabelText('Add tags') as HTMLInputElement).maxLength).toBe(400);
  });

  it('a tag longer than a tag may be is refused next to the box, not cut', () => {
    renderBox(<TagsEditor customer={customer} />);
    const box = screen.getByLabelText('Add tags') as HTMLInputElement;
    fireEvent.change(box, { target: { value: `VIP, ${'Owambe regular '.repeat(3)}` } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByText(tagTooLong(MAX_TAG_LENGTH))).toBeTruthy();
    expect(box.value).toBe(`VIP, ${'Owambe regular '.repeat(3)}`);
  });
});
