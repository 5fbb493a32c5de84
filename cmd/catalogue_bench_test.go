package cmd

import (
	"testing"

	"tabletop/engine/i18n"
)

// BenchmarkCatalogueStart is what a run pays for the commands' messages
// at its start: reading every language's files, as a catalogue did before
// it read a language when first wanted, and reading English alone, as a
// run in English does now.
func BenchmarkCatalogueStart(b *testing.B) {
	for _, c := range []struct {
		name string
		load func(glob string)
	}{
		{"every-language", func(glob string) {
			if _, err := i18n.Load(cliLocaleFiles, glob); err != nil {
				b.Fatal(err)
			}
		}},
		{"english-only", func(glob string) { i18n.MustLoad(cliLocaleFiles, glob) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.load("locales/cli.*.yaml")
				c.load("locales/help.*.yaml")
			}
		})
	}
}
