// The CRM's boxes take what their callables take: a phone typed with spaces and a country code up to the length
// customerEditInput accepts (the box cut it at 30 before), and as many comma-separated tags as changeCustomerTags
// takes in one go (200 before, 400 in the schema).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSchema, changeCustomerTagsInput, customerEditInput } from '@aso/domain/customers/schemas/customer';
import { PHONE_TYPED_MAX } from '@aso/domain/shared/constants';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { AppProviders } from '../../../app/providers';
import { ProfileForm } from '../components/profile-form';
import { TagsEditor } from '../components/tags-editor';

const customer = {
  id: 'c1',
  ...customerSchema.parse({ name: 'Adaeze Okafor', email: 'ada@example.com', createdAt: new Date() }),
};

describe('CRM boxes', () => {
  it('the profile form takes each field as far as the schema does', () => {
    render(
      <AppProviders>
        <ProfileForm customer={customer} />
      </AppProviders>,
    );
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
    render(
      <AppProviders>
        <TagsEditor customer={customer} />
      </AppProviders>,
    );
    expect((screen.getByLabelText('Add tags') as HTMLInputElement).maxLength).toBe(
      maxLengthOf(changeCustomerTagsInput.options[0].shape.add),
    );
    expect((screen.getByLabelText('Add tags') as HTMLInputElement).maxLength).toBe(400);
  });
});
