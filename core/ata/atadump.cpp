#include "atadump.h"

#include "atatr.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>

namespace DriveProof::Ata {

Result<AtaIdentifyDump> readAtaIdentifyDump(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        //: %1 file name
        return Error{path, Tr::tr("%1 does not exist.").arg(path), ENOENT};
    if (!info.isFile())
        //: %1 file name
        return Error{path,
                     Tr::tr("%1 is not a regular file: give a saved IDENTIFY dump (512 raw "
                            "bytes or the text of 'hdparm --Istdout').")
                         .arg(path),
                     EINVAL};
    if (info.size() > kAtaDumpMaxFileSize)
        //: %1 file name, %2 its size in bytes
        return Error{path,
                     Tr::tr("%1 has %2 bytes: too large for an IDENTIFY dump (512 raw bytes, "
                            "or about 1300 bytes of text).")
                         .arg(path)
                         .arg(info.size()),
                     EFBIG};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1 file name, %2 the system's reason
        return Error{path, Tr::tr("Cannot read %1: %2.").arg(path, file.errorString()), EIO};
    AtaIdentifyDump dump;
    Result<QByteArray> raw =
        decodeAtaIdentifyDump(file.read(kAtaDumpMaxFileSize + 1), &dump.format);
    if (!raw)
        //: %1 file name, %2 what is wrong with it
        return Error{path, Tr::tr("%1: %2").arg(path, raw.error().message), EINVAL};
    Result<AtaIdentifyData> identify = parseAtaIdentify(raw.value());
    if (!identify)
        //: %1 file name, %2 what is wrong with it
        return Error{path, Tr::tr("%1: %2").arg(path, identify.error().message), EINVAL};
    dump.raw = std::move(raw).value();
    dump.identify = std::move(identify).value();
    return dump;
}

} // namespace DriveProof::Ata
