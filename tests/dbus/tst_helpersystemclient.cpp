// The unprivileged side of tst_helpersystem (helper-system-e2e.sh runs it as the test
// user): asks driveproof-helper on the real system bus through HelperClient, exactly as
// the CLI and GUI will, and prints one line about what came back.
//   tst_helpersystemclient open DEVICE r|w|rw   -> "rdev=MAJ:MIN accmode=r sha256=..."
//   tst_helpersystemclient cache DEVICE         -> "keys=N" (GetWriteCache)
// Errors: "error errnum=N message", exit status 1. Usage errors: exit status 2.
#include "privilege/helperclient.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cstdio>

using namespace DriveProof;
using namespace DriveProof::Privilege;

namespace {

int fail(const Error &error)
{
    std::printf("error errnum=%d %s\n", error.errnum, qPrintable(error.message));
    return 1;
}

int open(const HelperClient &client, const QString &device, const QString &mode)
{
    const OpenMode openMode = mode == QLatin1String("rw")  ? OpenMode::ReadWrite
                              : mode == QLatin1String("w") ? OpenMode::Write
                                                           : OpenMode::Read;
    const Result<int> fd = client.openDevice(device, openMode);
    if (!fd)
        return fail(fd.error());
    struct stat st = {};
    ::fstat(fd.value(), &st);
    const int accmode = ::fcntl(fd.value(), F_GETFL) & O_ACCMODE;
    QByteArray head(4096, '\0');
    const ssize_t n = accmode == O_WRONLY ? 0 : ::pread(fd.value(), head.data(), head.size(), 0);
    head.resize(n > 0 ? n : 0);
    ::close(fd.value());
    std::printf("rdev=%u:%u accmode=%s sha256=%s\n", major(st.st_rdev), minor(st.st_rdev),
                accmode == O_RDWR     ? "rw"
                : accmode == O_WRONLY ? "w"
                                      : "r",
                QCryptographicHash::hash(head, QCryptographicHash::Sha256).toHex().constData());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const HelperClient client;
    if (args.size() == 4 && args[1] == QLatin1String("open"))
        return open(client, args[2], args[3]);
    if (args.size() == 3 && args[1] == QLatin1String("cache")) {
        const Result<QVariantMap> state = client.getWriteCache(args[2]);
        if (!state)
            return fail(state.error());
        std::printf("keys=%lld\n", static_cast<long long>(state.value().size()));
        return 0;
    }
    std::fprintf(stderr, "usage: %s open DEVICE r|w|rw | cache DEVICE\n", argv[0]);
    return 2;
}
