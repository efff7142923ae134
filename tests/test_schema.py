"""The JSON Schema of the spec format: made from the compiler's own model, fresh, and true of every spec."""

import json

import jsonschema
import pytest
import yaml

from compiler.schema import json_schema_text
from tests.conftest import BUNDLED, ROOT

SCHEMA_FILE = ROOT / "compiler" / "spec.schema.json"


def test_the_shipped_schema_is_what_the_model_makes():
    assert SCHEMA_FILE.read_text(encoding="utf-8") == json_schema_text(), "run `mjc build`"


@pytest.mark.parametrize("spec", BUNDLED + [ROOT / "tests" / "data" / "mini.yaml"], ids=lambda p: p.stem)
def test_every_spec_satisfies_the_schema(spec):
    jsonschema.validate(yaml.safe_load(spec.read_text(encoding="utf-8")), json.loads(SCHEMA_FILE.read_text()))


def test_the_schema_catches_a_misspelt_key():
    data = yaml.safe_load((ROOT / "specs" / "nanning.yaml").read_text(encoding="utf-8"))
    data["patterns"][0]["exclude"] = ["pengpenghu"]
    with pytest.raises(jsonschema.ValidationError) as info:
        jsonschema.validate(data, json.loads(SCHEMA_FILE.read_text()))
    assert "exclude" in str(info.value.message)
