import { describe, expect, it } from 'vitest';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadProblem, uploadUrl } from './uploads';

describe('upload rules', () => {
  it('uses the 10 MB limit and the user-facing texts', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(UPLOAD_MESSAGES.tooLarge).toBe('File size must be less than 10MB');
    expect(UPLOAD_MESSAGES.unsupportedType).toBe('Please upload only PDF, JPG, PNG, SVG, or DOCX files');
  });

  it.each(['report.pdf', 'photo.JPG', 'photo.jpeg', 'logo.png', 'icon.svg', 'brief.docx'])(
    'lets %s through the early check',
    (name) => {
      expect(uploadProblem({ name, size: 1 })).toBeUndefined();
    },
  );

  it.each(['notes.txt', 'movie.gif', 'setup.exe', 'brief.doc', 'png'])('refuses %s by its name', (name) => {
    expect(uploadProblem({ name, size: 1 })).toBe(UPLOAD_MESSAGES.unsupportedType);
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(uploadProblem({ name: 'a.pdf', size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(uploadProblem({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('offers the picker every extension and type', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.jpg', '.jpeg', '.png', '.svg', '.docx', 'image/svg+xml']),
    );
    expect(uploadUrl('4f1c')).toBe('/api/uploads/4f1c');
  });
});
