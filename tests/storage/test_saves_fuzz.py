"""Never a crash: random edits of a real save document either load to a valid match or are kept aside."""

from __future__ import annotations

import datetime as dt
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storage_helpers import match_in_progress

from gin_desktop.engine import match_to_json
from gin_desktop.storage import SaveStore

NOW = dt.datetime(2026, 11, 29, 14, 15, 2)
_MATCH = match_in_progress(15, 80)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70) | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:12]):
            yield from _paths(v, prefix + (i,))


def _base_doc() -> dict:
    return {"format": "gin-desktop-save", "version": 1, "saved_at": NOW.isoformat(), "meta": {"human_player": 0},
            "match": json.loads(match_to_json(_MATCH))}


_PATHS = [p for p in _paths(_base_doc()) if p]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.sampled_from(_PATHS), st.sampled_from(["set", "delete"]), json_values),
                      min_size=1, max_size=3))
def test_random_edits_never_crash(tmp_path_factory, edits):
    doc = _base_doc()
    for path, how, value in edits:
        obj = doc
        try:
            for key in path[:-1]:
                obj = obj[key]
            if how == "delete":
                del obj[path[-1]]
            else:
                obj[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit removed the place
    store = SaveStore(tmp_path_factory.mktemp("fuzz"), now=lambda: NOW)
    store.directory.mkdir(parents=True, exist_ok=True)
    data = json.dumps(doc).encode()
    store.path.write_bytes(data)
    result = store.load()
    if result.status == "ok":
        # Whatever loaded is a real, consistent match: saving it again gives a document that loads the same.
        store.save(result.match, result.meta)
        assert store.load().match == result.match
    else:
        assert result.status == "bad" and result.detail and result.moved_to.read_bytes() == data
