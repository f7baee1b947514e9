"""The FAQ catalogue itself: 147 notes, as the digest counts them."""

from __future__ import annotations

from support.faq_catalogue import notes


def test_the_faq_has_147_notes_with_their_bullets() -> None:
    ids = [note.id for note in notes()]
    assert len(ids) == len(set(ids)) == 147
    assert ids[:3] == ["M1", "M2", "M3"]
    assert sum(1 for i in ids if i.startswith("P")) == 122
    bullets = sum(len(note.bullets) for note in notes() if note.id.startswith("P"))
    assert bullets == 244  # 243 bulleted rulings + the unbulleted P14
