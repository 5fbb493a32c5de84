package ladder

// RegisterAs registers rs as Ladder (with Ladder's messages) instead of
// Ruleset, when no Ladder is registered yet.
var RegisterAs = register
