#include "powerloss/powerlosslog.h"

namespace DriveProof::PowerLoss {
Q_LOGGING_CATEGORY(lcPowerLoss, "driveproof.core.powerloss", QtWarningMsg)
}
