// Package fileio holds how tabletop reads and writes its files (game logs,
// score pads, table journals, positions): reading a file whole with a limit
// on its size (ReadLimited), decoding YAML strictly with errors naming the
// file and line in words a player reads (DecodeYAML, InputError), telling
// one kind of file from another (FileKind, CheckKind, CheckReplace),
// writing a file atomically and under its lock (WriteFileAtomic,
// WriteFileLocked) and telling what the operating system said about a
// file (OSReason, OSError).
//
// It builds on engine/atomicfile and engine/filelock and sits below the
// engine: the engine's logs and records read through it, and it imports
// nothing of the engine. Its errors are messages of the engine's catalogue
// (engine.error.*), which any program using them links with the engine.
package fileio
