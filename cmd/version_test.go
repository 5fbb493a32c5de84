package cmd

import (
	"runtime/debug"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

func TestVersionOf(t *testing.T) {
	vcs := func(rev, when, modified string) *debug.BuildInfo {
		info := &debug.BuildInfo{Main: debug.Module{Path: "tabletop", Version: "v0.0.0-20261126063500-30a9521abcde"}}
		if rev != "" {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: "vcs.revision", Value: rev})
		}
		if when != "" {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: "vcs.time", Value: when})
		}
		if modified != "" {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: "vcs.modified", Value: modified})
		}
		return info
	}
	tests := []struct {
		name, lang string
		info       *debug.BuildInfo
		ok         bool
		want       string
	}{
		{"clean clone", "en", vcs("30a9521abcdef0123456789", "2026-11-26T06:35:00Z", "false"), true,
			"v0.0.0-20261126063500-30a9521abcde (commit 30a9521abcde of 2026-11-26)"},
		{"uncommitted changes", "en", vcs("30a9521abcdef0123456789", "2026-11-26T06:35:00Z", "true"), true,
			"v0.0.0-20261126063500-30a9521abcde (commit 30a9521abcde of 2026-11-26, with uncommitted changes)"},
		{"-buildvcs=false", "en", vcs("", "", ""), true, "v0.0.0-20261126063500-30a9521abcde (unknown commit)"},
		{"no build information", "en", nil, false, " (unknown commit)"},
		{"Polish", "pl", vcs("", "", ""), true, "v0.0.0-20261126063500-30a9521abcde (nieznany commit)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := versionOf(tt.lang, tt.info, tt.ok); got != tt.want {
				t.Errorf("versionOf = %q, want %q", got, tt.want)
			}
		})
	}
	// Set at build time, it comes first.
	old := Version
	Version = "v1.2.3"
	defer func() { Version = old }()
	if got := versionOf("en", vcs("abc", "2026-01-02T00:00:00Z", "false"), true); !strings.HasPrefix(got, "v1.2.3 (commit abc of 2026-01-02)") {
		t.Errorf("with -ldflags: %q", got)
	}
}

// The application's help leaves out the VERSION section, which would
// differ with every build: the block it cuts must be urfave/cli's.
func TestAppHelpHasNoVersion(t *testing.T) {
	if !strings.Contains(cli.AppHelpTemplate, appVersionBlock) {
		t.Fatal("urfave/cli's application help template no longer holds the VERSION block that templatesIn removes")
	}
	for _, lang := range []string{"en", "pl", "fr", "ru"} {
		if app := templatesIn(lang).app; strings.Contains(app, ".Version") {
			t.Errorf("%s: the application help still shows the version", lang)
		}
	}
}
