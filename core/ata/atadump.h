// An ATA IDENTIFY dump in a file, as a person hands it in for support: 512 raw bytes, or
// the hex-word text of `hdparm --Istdout`. Reading is here, not in the CLI, because the
// apps open no files or devices themselves (docs/design.md §2).
#pragma once

#include "atacodec.h"
#include "common/result.h"

#include <QString>

namespace DriveProof::Ata {

struct AtaIdentifyDump
{
    AtaIdentifyData identify;
    AtaDumpFormat format = AtaDumpFormat::Raw;
    QByteArray raw; // the 512 bytes, whatever the file's format
};

// A dump is 512 bytes or about 1.3 KB of text; more than this is not one.
constexpr qint64 kAtaDumpMaxFileSize = 64 * 1024;

// Reads and decodes `path`. Errors (subject = path): missing or unreadable, not a regular
// file (a device node is refused: this decodes files, it never talks to a drive), larger
// than kAtaDumpMaxFileSize, or what decodeAtaIdentifyDump / parseAtaIdentify report.
Result<AtaIdentifyDump> readAtaIdentifyDump(const QString &path);

} // namespace DriveProof::Ata
