package cmd

import (
	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// Exit codes (CLI.md).
const (
	ExitOK      = cmdutil.ExitOK
	ExitVerdict = cmdutil.ExitVerdict // a rules verdict against the input
	ExitUsage   = cmdutil.ExitUsage   // bad input or usage
)

// usageError is err as bad input or usage: exit 2.
func usageError(err error) error { return cmdutil.UsageError(err) }

// cliError is an error saying message id of the commands' catalogue
// (cmdutil.CLIError).
func cliError(id string, args i18n.Args) error { return cmdutil.CLIError(id, args) }

// ExitCode maps an error to the process exit code: explicit codes first,
// then rule errors (1) and everything else (2: bad input).
func ExitCode(err error) int { return cmdutil.ExitCode(err) }

// oneLine folds a message onto one line (cmdutil.OneLine).
func oneLine(s string) string { return cmdutil.OneLine(s) }

// escapeControls escapes the characters of s that cannot be printed
// (cmdutil.EscapeControls).
func escapeControls(s string) string { return cmdutil.EscapeControls(s) }

// cutValues shortens the values an error line repeats (cmdutil.CutValues).
func cutValues(s string) string { return cmdutil.CutValues(s) }

// errorIn returns err's text in lang (i18n.ErrorIn): the parts that are
// catalogue messages are told in lang, the rest stays English.
func errorIn(lang string, err error) string { return i18n.ErrorIn(lang, err) }

// localized returns err told in lang as the text of an error that
// unwraps to err (cmdutil.Localized).
func localized(lang string, err error) error { return cmdutil.Localized(lang, err) }
