// Package locales holds the words of tabletop's commands in every
// language: cli.LANG.yaml (the commands' messages, English the source)
// and help.LANG.yaml (their help), which package cmd reads. It registers
// the commands' catalogue as "cli", so that an error saying one of its
// messages (cmdutil.CLIError) is told in any package that imports it.
package locales

import (
	"embed"
	"sync"

	"tabletop/engine/i18n"
)

// The catalogues' files.
//
//go:embed *.yaml
var files embed.FS

// CLI is the commands' catalogue: cli.LANG.yaml. --json output never uses
// it.
var CLI = sync.OnceValue(func() *i18n.Catalog {
	return i18n.MustLoad(files, "cli.*.yaml")
})

// The commands' messages are "cli." and their ID in the catalogue, for
// the errors that say them.
func init() { i18n.RegisterCatalog("cli", CLI) }

// Tr returns message id of the commands' catalogue in lang, with data
// (placeholder name → value) filled in, as said to a person: a seat named
// as the person takes the catalogue's second person
// (i18n.Catalog.PersonID: "You win", not "You wins").
func Tr(lang, id string, data map[string]any) string {
	cat := CLI()
	return cat.Text(lang, cat.PersonID(lang, id, data), data)
}

// TrN is Tr for a message that counts: the CLDR plural form of n in lang,
// with {{.Count}} = n.
func TrN(lang, id string, n int, data map[string]any) string {
	cat := CLI()
	return cat.Plural(lang, cat.PersonID(lang, id, data), n, data)
}
