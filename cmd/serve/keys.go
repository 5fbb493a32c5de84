package serve

import (
	"bufio"
	"slices"
	"strings"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	server "tabletop/serve"
)

// readSeatKeys reads --authorized-keys: lines "NAME KEY", blank lines and
// # comments skipped; NAME is a person's seat, and may hold spaces: it is
// what comes before the key's type (ssh-ed25519, ...), so that "Ann Ben
// KEY" is the seat Ann Ben's. authorized_keys options (from="...",
// command=...) are refused, not ignored: serve would not honour them.
func readSeatKeys(file string, seats []server.Seat) error {
	data, err := fileio.ReadLimited(file)
	if err != nil {
		return cmdutil.UsageError(i18n.At("--authorized-keys", err))
	}
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	sc.Buffer(nil, len(data)+1)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		where := i18n.Args{"File": file, "Line": n}
		// The key's type: the first word that is one and starts a key.
		k, key := 1, gossh.PublicKey(nil)
		for ; k < len(fields) && key == nil; k++ {
			if isKeyType(fields[k]) {
				key, _, _, _, _ = gossh.ParseAuthorizedKey([]byte(strings.Join(fields[k:], " ")))
			}
		}
		k--
		if key == nil {
			return cmdutil.UsageError(cmdutil.CLIError("serve.keys-no-key", where))
		}
		name := strings.Join(fields[:k], " ")
		seat := seatNamed(seats, name)
		if seat < 0 {
			// A seat's name, then options; or options alone.
			opts := name
			for i := k - 1; i > 0; i-- {
				if seatNamed(seats, strings.Join(fields[:i], " ")) >= 0 {
					opts = strings.Join(fields[i:k], " ")
					break
				}
			}
			if keyOptions(opts) {
				where["Options"] = opts
				return cmdutil.UsageError(cmdutil.CLIError("serve.keys-options", where))
			}
		}
		where["Name"] = i18n.Quoted(name)
		switch {
		case seat < 0:
			var people []string
			for _, st := range seats {
				if st.Bot == "" {
					people = append(people, st.Name)
				}
			}
			where["Players"] = strings.Join(people, ", ")
			return cmdutil.UsageError(cmdutil.CLIError("serve.keys-no-seat", where))
		case seats[seat].Bot != "":
			return cmdutil.UsageError(cmdutil.CLIError("serve.keys-bot", where))
		case seats[seat].Key != nil:
			return cmdutil.UsageError(cmdutil.CLIError("serve.keys-twice", where))
		}
		seats[seat].Key = key
	}
	return nil
}

// seatNamed is the seat named name, ignoring case (-1: none).
func seatNamed(seats []server.Seat, name string) int {
	return slices.IndexFunc(seats, func(st server.Seat) bool { return strings.EqualFold(st.Name, name) })
}

// isKeyType reports whether word is the type of a public key in an
// authorized_keys line.
func isKeyType(word string) bool {
	switch word {
	case gossh.KeyAlgoED25519, gossh.KeyAlgoRSA, gossh.KeyAlgoECDSA256, gossh.KeyAlgoECDSA384, gossh.KeyAlgoECDSA521,
		gossh.KeyAlgoSKED25519, gossh.KeyAlgoSKECDSA256:
		return true
	}
	return false
}

// keyOptions reports whether words look like authorized_keys options: a
// NAME="..." one, or known words such as restrict or no-pty, comma
// separated.
func keyOptions(words string) bool {
	if strings.Contains(words, "=") {
		return true
	}
	for _, o := range strings.Split(words, ",") {
		switch strings.ToLower(o) {
		case "restrict", "cert-authority", "pty", "no-pty", "user-rc", "no-user-rc", "agent-forwarding", "no-agent-forwarding",
			"port-forwarding", "no-port-forwarding", "x11-forwarding", "no-x11-forwarding", "no-touch-required", "verify-required":
		default:
			return false
		}
	}
	return true
}
