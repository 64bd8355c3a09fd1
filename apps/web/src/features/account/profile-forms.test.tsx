import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AVATAR_MAX_BYTES as SERVER_AVATAR_MAX_BYTES,
  PASSWORD_MIN_LENGTH as SERVER_MIN,
} from '@suuq/shared/accounts';
import { mockApi, Reply } from '../../test/render';
import { AVATAR_MAX_BYTES, PASSWORD_MIN_LENGTH } from './account-rules';
import { ChangePasswordPage } from './change-password-page';
import { EditProfilePage } from './edit-profile-page';
import { customer, renderAt, signedIn } from './account-test-kit';

function picture(type: string, size = 64) {
  return new File([new Uint8Array(size)], `me.${type.split('/')[1]}`, { type });
}

function chooseFile(file: File) {
  const input = screen.getByLabelText('Picture');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('account rules', () => {
  it('are the server’s own limits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(SERVER_MIN);
    expect(AVATAR_MAX_BYTES).toBe(SERVER_AVATAR_MAX_BYTES);
  });
});

describe('edit profile', () => {
  function setup(update: (request: Request) => unknown = () => ({ data: customer })) {
    signedIn();
    const sent: FormData[] = [];
    mockApi({
      'GET /api/user/get': () => ({ data: customer }),
      'POST /api/user/update': async (request) => {
        sent.push(await request.clone().formData());
        return update(request);
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderAt(<EditProfilePage />, '/edit-profile');
    return { sent };
  }

  it('starts from the profile, previews a chosen picture and sends everything as a multipart form', async () => {
    const { sent } = setup(() => ({
      data: { ...customer, name: 'Hodan Cali', avatar: '/images/avatars/a.webp' },
    }));
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Hodan Ali');
    fireEvent.change(name, { target: { value: 'Hodan Cali' } });
    chooseFile(picture('image/png'));
    await waitFor(() =>
      expect(document.querySelector('img.avatar')?.getAttribute('src')).toBe('blob:preview'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const form = sent[0]!;
    expect(form.get('name')).toBe('Hodan Cali');
    expect(form.get('phone')).toBe('+252612345678');
    expect(form.get('email')).toBe('hodan@example.so');
    expect((form.get('avatar') as File).type).toBe('image/png');
    await waitFor(() =>
      expect(document.querySelector('img.avatar')?.getAttribute('src')).toBe('/images/avatars/a.webp'),
    );
  });

  it('picks the picture with a button in the shop’s words, and says which file was chosen', async () => {
    setup();
    await screen.findByLabelText('Name');
    const input = screen.getByLabelText('Picture');
    // The browser's file box is hidden; the button is a label of the same input, so a tap on it opens the picker.
    expect(input.classList.contains('visually-hidden')).toBe(true);
    expect(screen.getByText('Choose a picture').closest('label')?.htmlFor).toBe(input.id);
    expect(screen.getByText('No picture chosen yet')).toBeTruthy();
    chooseFile(picture('image/png'));
    expect(await screen.findByText('Chosen: me.png')).toBeTruthy();
    expect(screen.getByText('Choose another picture')).toBeTruthy();
  });

  it('refuses a file that is not a picture, or too large, beside the picture field, before sending', async () => {
    const { sent } = setup();
    await screen.findByLabelText('Name');
    chooseFile(picture('application/pdf'));
    expect(screen.getByText('The picture must be a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(screen.getByLabelText('Picture').getAttribute('aria-invalid')).toBe('true');

    chooseFile(picture('image/jpeg', AVATAR_MAX_BYTES + 1));
    expect(screen.getByText('The picture is too large. The limit is 5 MB.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The refused file is not sent.
    expect(sent[0]?.get('avatar')).toBeNull();
  });

  it('shows the server’s refusal of a picture beside it, in its own words', async () => {
    setup(() => new Reply(415, { message: 'Sawirku waa inuu noqdaa JPEG, PNG ama WebP.' }));
    await screen.findByLabelText('Name');
    chooseFile(picture('image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Sawirku waa inuu noqdaa JPEG, PNG ama WebP.')).toBeTruthy();
    expect(screen.getByLabelText('Picture').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a taken email beside the email field', async () => {
    setup(
      () =>
        new Reply(409, {
          message: 'This email is already registered.',
          errors: { email: ['This email is already registered.'] },
        }),
    );
    fireEvent.change(await screen.findByLabelText('Email (optional)'), {
      target: { value: 'other@example.so' },
    });
    fireEvent.change(screen.getByLabelText('Current password', { exact: true }), {
      target: { value: 'quiet-harbour-72' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('This email is already registered.')).toHaveLength(1);
    expect(screen.getByLabelText('Email (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the current password only when the phone or email changes, and sends it', async () => {
    const { sent } = setup(() => ({ data: { ...customer, phone: '+252614440001' } }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Hodan Cali' } });
    expect(screen.queryByLabelText('Current password', { exact: true })).toBeNull();

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+252614440001' } });
    const password = screen.getByLabelText('Current password', { exact: true });
    expect(
      screen.getByText('To change your phone number or email, enter your current password.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(password, { target: { value: 'quiet-harbour-72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(sent[0]?.get('current_password')).toBe('quiet-harbour-72');
    expect(sent[0]?.get('phone')).toBe('+252614440001');
    // Saved: the new phone is the profile's, so no password is asked any more.
    await waitFor(() => expect(screen.queryByLabelText('Current password', { exact: true })).toBeNull());
  });

  it('shows a wrong current password beside that field', async () => {
    setup(
      () =>
        new Reply(422, {
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        }),
    );
    fireEvent.change(await screen.findByLabelText('Email (optional)'), {
      target: { value: 'new@example.so' },
    });
    fireEvent.change(screen.getByLabelText('Current password', { exact: true }), {
      target: { value: 'not-my-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('The current password is incorrect.')).toHaveLength(1);
    expect(screen.getByLabelText('Current password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('change password', () => {
  function setup(answer: (body: Record<string, string>) => unknown) {
    signedIn();
    const sent: Record<string, string>[] = [];
    mockApi({
      'POST /api/user/password': async (request) => {
        const body = (await request.clone().json()) as Record<string, string>;
        sent.push(body);
        return answer(body);
      },
    });
    renderAt(<ChangePasswordPage />, '/change-password');
    return { sent };
  }

  it('checks the new password’s length before sending', async () => {
    const { sent } = setup(() => ({ message: 'ok' }));
    fireEvent.change(await screen.findByLabelText('Current password', { exact: true }), {
      target: { value: 'old-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a wrong current password beside that field', async () => {
    setup(
      () =>
        new Reply(422, {
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        }),
    );
    fireEvent.change(await screen.findByLabelText('Current password', { exact: true }), {
      target: { value: 'old-pass-9' },
    });
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), {
      target: { value: 'new-pass-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
    expect(screen.getByLabelText('Current password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('sends both passwords and shows the server’s confirmation', async () => {
    const { sent } = setup(() => ({
      message: 'Your password has been changed. Your other devices have been signed out.',
    }));
    fireEvent.change(await screen.findByLabelText('Current password', { exact: true }), {
      target: { value: 'old-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), {
      target: { value: 'new-pass-12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Your other devices have been signed out.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ current_password: 'old-pass-1', password: 'new-pass-12' }]);
    expect((screen.getByLabelText('Current password', { exact: true }) as HTMLInputElement).value).toBe('');
  });
});
