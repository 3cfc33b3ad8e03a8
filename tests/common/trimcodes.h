// The finding codes of a TRIM report, for tst_trimpath and tst_trimloop.
#pragma once

#include "flash/trimpath.h"

#include <QStringList>

inline QStringList codes(const DriveProof::Flash::TrimReport &r)
{
    QStringList out;
    for (const DriveProof::Finding &f : r.findings)
        out << f.code;
    return out;
}

inline const DriveProof::Finding *find(const DriveProof::Flash::TrimReport &r, const char *code)
{
    for (const DriveProof::Finding &f : r.findings) {
        if (f.code == QLatin1String(code))
            return &f;
    }
    return nullptr;
}
