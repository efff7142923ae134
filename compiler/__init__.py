"""mjc: a rule-spec compiler for mahjong scoring."""
