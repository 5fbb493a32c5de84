package i18n

import (
	"testing"
	"testing/fstest"
)

// BenchmarkText is a message with placeholders told in English and in
// French (whose texts call frenchFuncs): each text parsed once, French
// costs what English does.
func BenchmarkText(b *testing.B) {
	fs := fstest.MapFS{}
	for _, l := range languages {
		fs["m."+l+".yaml"] = &fstest.MapFile{Data: []byte("a: \"{{.Who}}'s score: {{.Was}} → {{.Now}}\"\n")}
	}
	fs["m.fr.yaml"] = &fstest.MapFile{Data: []byte("a: \"score {{de .Who}}\u00a0: {{.Was}} → {{.Now}}\"\n")}
	c, err := Load(fs, "*.yaml")
	if err != nil {
		b.Fatal(err)
	}
	for _, lang := range []string{English, French} {
		b.Run(lang, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.Text(lang, "a", map[string]any{"Who": "Ann", "Was": 3, "Now": 4})
			}
		})
	}
}
