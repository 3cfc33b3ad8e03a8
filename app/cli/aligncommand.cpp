// TEMPORARY: the align command arrives with core/alignment.
#include "cli.h"

namespace DriveProof::Cli {

int runAlign(const QStringList &)
{
    return fail(Tr::tr("'align' is not built yet."), ExitFailure);
}

} // namespace DriveProof::Cli
