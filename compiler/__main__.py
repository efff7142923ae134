from .start import main
import sys

sys.exit(main())
