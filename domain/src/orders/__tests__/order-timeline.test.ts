import { describe, expect, it } from 'vitest';
import { timelineLines } from '../order-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 9, minute));

describe('an order’s timeline for staff', () => {
  it('says what each entry adds: the move, its note, or what happened while the status stayed', () => {
    const lines = timelineLines([
      { id: 'e3', status: 'in_production', note: 'Tailor Bisi has it', authorId: 'staff-1', createdAt: at(30) },
      { id: 'e1', status: 'pending', note: 'Order received', authorId: null, createdAt: at(0) },
      {
        id: 'e2',
        status: 'pending',
        note: 'Balance reminder 1 of 3 mailed to ada@example.com',
        authorId: null,
        createdAt: at(10),
      },
      { id: 'e4', status: 'ready', note: '', authorId: 'staff-1', createdAt: at(40) },
      { id: 'e5', status: 'ready', note: ' ', authorId: 'staff-1', createdAt: at(50) },
    ]);
    expect(lines.map((l) => [l.heading, l.detail, l.by])).toEqual([
      // The first entry's note only repeated its status: said once.
      ['Order received', null, 'system'],
      ['Balance reminder 1 of 3 mailed to ada@example.com', null, 'system'],
      ['Order received → In production', 'Tailor Bisi has it', 'staff'],
      ['In production → Ready', null, 'staff'],
      ['Ready (status unchanged)', null, 'staff'],
    ]);
  });
});
