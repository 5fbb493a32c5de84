package cmd

import (
	"runtime/debug"
	"strings"

	"tabletop/engine/i18n"
)

// versionOf is what --version prints after "tabletop version": the
// module's version, the commit and its date, from the build information a
// `go build` or `go install` in a clone embeds (Version, when set at build
// time with -ldflags, comes first).
func versionOf(lang string, info *debug.BuildInfo, ok bool) string {
	v := Version
	if !ok {
		return v + " (" + tr(lang, "version.unknown-commit", nil) + ")"
	}
	if v == "" || v == "dev" {
		v = info.Main.Version
	}
	if v == "" {
		v = "(devel)"
	}
	var rev, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return v + " (" + tr(lang, "version.unknown-commit", nil) + ")"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	id := "version.commit"
	if modified {
		id = "version.commit-modified"
	}
	// Only the date of the commit's time: "2026-11-26".
	when, _, _ = strings.Cut(when, "T")
	return v + " (" + tr(lang, id, i18n.Args{"Commit": rev, "Date": when}) + ")"
}

// buildVersion is versionOf for this binary.
func buildVersion(lang string) string {
	info, ok := debug.ReadBuildInfo()
	return versionOf(lang, info, ok)
}
