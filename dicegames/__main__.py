from dicegames.app import main

raise SystemExit(main())
